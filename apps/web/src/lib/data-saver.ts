// Data saver: when on, images load only their smallest WebP variant (no srcset), for buyers on
// slow or metered data. A preference in localStorage, shared across tabs through the storage
// event; navigator.connection.saveData (Chrome's "Lite mode") turns it on by default.
import type { PhotoView } from '@dwa/domain/photo-view';
import { useSyncExternalStore } from 'react';

const KEY = 'dataSaver';
const listeners = new Set<() => void>();

function browserAsksToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function dataSaverOn(): boolean {
  try {
    const value = localStorage.getItem(KEY);
    if (value === 'on') return true;
    if (value === 'off') return false;
  } catch {
    // Private mode: fall through to the browser's hint.
  }
  return browserAsksToSaveData();
}

export function setDataSaver(on: boolean) {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDataSaver(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, dataSaverOn, () => false), setDataSaver];
}

/** The smallest variant's URL (first srcset entry: the server lists them narrowest first). */
export function smallestSrc(photo: PhotoView): string {
  return photo.srcset.split(',')[0]?.trim().split(/\s+/)[0] || photo.src;
}
