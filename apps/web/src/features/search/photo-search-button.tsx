// The camera button of the search bar: opens the phone's camera or gallery, checks the photo in
// the browser (type, 10 MB) and opens the results page, which uploads it. Hidden without
// JavaScript.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function PhotoSearchButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again later.
    event.target.value = '';
    if (!file) return;
    const { pickPhoto, PHOTO_RESULTS_PATH } = await import('./photo-pick.ts');
    const picked = pickPhoto(file);
    if ('problem' in picked) {
      setProblem(t(picked.problem.key, picked.problem.values));
      return;
    }
    setProblem('');
    void navigate(PHOTO_RESULTS_PATH, { state: { photoId: picked.photoId } });
  };

  return (
    <>
      <button
        type="button"
        className={`${label ? 'btn-primary gap-2' : 'btn-ghost'} no-js:hidden`}
        aria-label={label ? undefined : t('labels.imageSearch')}
        data-testid="photo-search"
        onClick={() => input.current?.click()}
      >
        <CameraIcon />
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="photo-input"
        onChange={(event) => void onChange(event)}
      />
      <p
        role="alert"
        className="order-last basis-full px-2 pt-1 text-red-700 text-sm empty:p-0 dark:text-red-300"
      >
        {problem}
      </p>
    </>
  );
}
