// A photo chosen on the phone before it is sent (the shop's photo, the rider's, a delivery's
// proof): the file and its preview URL, or why the file was refused. The file is checked here
// for type and size so a wrong pick says so at once; the server decodes it by content and
// re-encodes it whatever this check says.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

export interface ChosenPhoto {
  file: File;
  /** An object URL for the preview. */
  url: string;
}

export function usePhotoChoice({
  maxBytes,
  notImage,
  tooLarge,
  onChoose,
}: {
  maxBytes: number;
  /** The problem texts for a file that is not an image, or too large. */
  notImage: string;
  tooLarge: string;
  /** Runs for every file chosen, before it is checked (e.g. to clear an earlier failed send). */
  onChoose?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<ChosenPhoto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview is an object URL: free it when it is replaced or the screen goes away.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    setProblem(null);
    onChoose?.();
    if (!file.type.startsWith('image/')) return setProblem(notImage);
    if (file.size > maxBytes) return setProblem(tooLarge);
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  return {
    /** For the hidden file input. */
    input,
    picked,
    problem,
    setProblem,
    choose,
    /** Opens the file input (a real button does, for its focus ring, name and keyboard). */
    open: () => input.current?.click(),
    /** Forgets the chosen file (sent, or cancelled). */
    clear: () => setPicked(null),
  };
}

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;
