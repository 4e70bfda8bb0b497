// Data saver: when on, images load only their smallest WebP variant (no srcset), for buyers on
// slow or metered data. A preference cookie (the server renders images with it); the Save-Data
// hint (Chrome's "Lite mode") turns it on by default.
import type { PhotoView } from '@dwa/domain/photo-view';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { readPreference, writePreference } from './preference-cookie.ts';

const KEY = 'dataSaver';
const listeners = new Set<() => void>();

function browserAsksToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function dataSaverOn(): boolean {
  const value = readPreference(KEY);
  if (value === 'on') return true;
  if (value === 'off') return false;
  return browserAsksToSaveData();
}

export function setDataSaver(on: boolean) {
  writePreference(KEY, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** On the server (and while hydrating) the server's reading: the cookie, else Save-Data. */
const ServerDataSaver = createContext(false);
export const DataSaverProvider = ServerDataSaver.Provider;

export function useDataSaver(): [boolean, (on: boolean) => void] {
  const serverValue = useContext(ServerDataSaver);
  // Preact's useSyncExternalStore has no server snapshot: on the server read the context.
  const read = typeof document === 'undefined' ? () => serverValue : dataSaverOn;
  return [useSyncExternalStore(subscribe, read, read), setDataSaver];
}

/** The smallest variant's URL (first srcset entry: the server lists them narrowest first). */
export function smallestSrc(photo: PhotoView): string {
  return photo.srcset.split(',')[0]?.trim().split(/\s+/)[0] || photo.src;
}
