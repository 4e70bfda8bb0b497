// What the simulated person writes: a message (Enter sends, Shift+Enter is a new line), an
// optional photo (checked, then read as base64: the caption is the message), and Send.
import type { SimulateMessageInput } from '@dwa/domain/whatsapp-simulator';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { inputClass } from '../../components/ui/field.tsx';
import { CameraIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { MAX_PHOTO_MB, photoProblem, readAsBase64 } from './photo-file.ts';

type Message = Omit<SimulateMessageInput, 'from'>;

interface Props {
  /** Resolves once the server took the message (then the box is emptied). */
  onSend(message: Message): Promise<unknown>;
  disabled: boolean;
  pending: boolean;
}

export function MessageComposer({ onSend, disabled, pending }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState('');

  const pick = (event: FormEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = ''; // the same file can be picked again
    if (!file) return;
    const wrong = photoProblem(file);
    setProblem(wrong ? t(wrong, { max: MAX_PHOTO_MB }) : '');
    setPhoto(wrong ? null : file);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || pending) return;
    if (!text.trim() && !photo) {
      setProblem(t('simulator.needsContent'));
      return;
    }
    let encoded: Message['photo'];
    if (photo) {
      try {
        encoded = { base64: await readAsBase64(photo), mimeType: photo.type };
      } catch {
        setProblem(t('simulator.photoUnreadable'));
        return;
      }
    }
    setProblem('');
    try {
      await onSend({ ...(text.trim() ? { text } : {}), ...(encoded ? { photo: encoded } : {}) });
      setText('');
      setPhoto(null);
    } catch {
      // The page says why (a toast); the message stays for another try.
    }
  };

  const enterSends = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={send} className="flex flex-col gap-2 border-line border-t bg-surface p-3">
      {photo && (
        <p
          className="flex items-center justify-between gap-2 rounded-lg bg-muted px-3 py-1 text-sm"
          data-testid="picked-photo"
        >
          <span className="flex min-w-0 items-center gap-2">
            <CameraIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="truncate">{t('simulator.photoChosen', { name: photo.name })}</span>
          </span>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => setPhoto(null)}
            aria-label={t('simulator.removePhoto')}
          >
            <CloseIcon aria-hidden="true" />
          </button>
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-red-700 text-sm dark:text-red-300">
          {problem}
        </p>
      )}
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('simulator.message')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={enterSends}
        rows={2}
        maxLength={4096}
        placeholder={t('simulator.messagePlaceholder')}
        className={`${inputClass} py-2`}
        {...(problem ? { 'aria-describedby': `${id}-problem` } : {})}
      />
      <div className="flex gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          onChange={pick}
          hidden
          data-testid="simulator-photo-input"
        />
        <button
          type="button"
          className="btn-outline gap-2"
          onClick={() => fileInput.current?.click()}
        >
          <CameraIcon aria-hidden="true" />
          {t('simulator.addPhoto')}
        </button>
        <button
          type="submit"
          className="btn-primary ml-auto disabled:opacity-50"
          disabled={disabled || pending}
        >
          {pending ? t('simulator.sending') : t('simulator.send')}
        </button>
      </div>
    </form>
  );
}
