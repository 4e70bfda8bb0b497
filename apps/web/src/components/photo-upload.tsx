// The body of a card holding one photo (the shop's, the rider's): the current photo, the chosen
// one's preview or a note that there is none, a hint, then choose → upload or cancel. The card
// around it and any other action (the rider's Remove) are the caller's.
import type { PhotoView } from '@dwa/domain/photo-view';
import { type ReactNode, useId } from 'react';
import { ApiError, describeError } from '../lib/api-error.ts';
import { useTranslation } from '../lib/i18n.ts';
import { notify } from '../lib/toast.ts';
import type { PhotoChoice } from '../lib/use-photo-choice.ts';
import { PhotoChoiceControls } from './ui/photo-choice-controls.tsx';
import { ResponsiveImage } from './ui/responsive-image.tsx';

export function PhotoUpload({
  choice,
  photo,
  alt,
  sizes,
  frameClassName,
  texts,
  failed,
  inputTestId,
  onUpload,
  uploading,
  busy = uploading,
  children,
}: {
  choice: PhotoChoice;
  /** The saved photo. */
  photo: PhotoView | null;
  alt: string;
  sizes: string;
  /** The box both the saved photo and the preview fill. */
  frameClassName: string;
  /** Where the card's texts live in the catalogs. */
  texts: 'sellerProfile.photo' | 'riderCenter.profile.photo';
  /** Said before the reason when an upload fails without one for the photo itself. */
  failed: string;
  inputTestId: string;
  onUpload(file: File): Promise<unknown>;
  uploading: boolean;
  /** Anything under way that the buttons must wait for (the upload by default). */
  busy?: boolean;
  /** More buttons at the end of the row. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const { picked } = choice;

  async function send() {
    if (!picked) return;
    choice.setProblem(null);
    try {
      await onUpload(picked.file);
      choice.clear();
      notify('success', t(`${texts}.uploaded`));
    } catch (error) {
      // The server's reason for the photo (in the interface language), else the screen's.
      const field = error instanceof ApiError ? error.fields.photo : undefined;
      choice.setProblem(field ?? `${failed} ${describeError(error, t)}`.trim());
    }
  }

  return (
    <>
      {picked ? (
        <div className={frameClassName}>
          <img
            src={picked.url}
            alt={t(`${texts}.previewAlt`)}
            className="h-full w-full object-cover"
          />
        </div>
      ) : photo ? (
        <div className={frameClassName}>
          <ResponsiveImage
            photo={photo}
            alt={alt}
            sizes={sizes}
            className="h-full w-full object-cover"
          />
        </div>
      ) : (
        <p className="text-sm text-subtle">{t(`${texts}.none`)}</p>
      )}
      <p id={hintId} className="text-sm text-subtle">
        {t(`${texts}.hint`)}
      </p>
      <PhotoChoiceControls
        choice={choice}
        label={picked || photo ? t(`${texts}.change`) : t(`${texts}.choose`)}
        inputTestId={inputTestId}
        describedBy={hintId}
        disabled={busy}
      >
        {picked && (
          <>
            <button
              type="button"
              className="btn-primary disabled:opacity-50"
              onClick={send}
              disabled={busy}
            >
              {uploading ? t(`${texts}.uploading`) : t(`${texts}.upload`)}
            </button>
            <button type="button" className="btn-ghost px-3" onClick={choice.clear} disabled={busy}>
              {t(`${texts}.cancel`)}
            </button>
          </>
        )}
        {children}
      </PhotoChoiceControls>
    </>
  );
}
