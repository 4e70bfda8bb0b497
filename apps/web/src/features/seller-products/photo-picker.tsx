// The product form's photos: pick up to 8 (gallery, or the camera on phones), see them, remove
// them, move them earlier or later and choose the cover (the first). Every control is a real
// button with a name that says which photo it acts on; after a move, focus follows the photo.
// Picked files are checked here (count, type, size after shrinking) and the server checks again.
import { MAX_PRODUCT_PHOTOS } from '@dwa/domain/seller-products';
import {
  type ChangeEvent,
  type Dispatch,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { FieldError } from '../../components/ui/field.tsx';
import {
  ArrowEarlierIcon,
  ArrowLaterIcon,
  CameraIcon,
  TrashIcon,
} from '../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { downscalePhoto } from './downscale.ts';
import {
  countProblem,
  fileProblem,
  isImageFile,
  PHOTO_MAX_MB,
  type PhotoProblem,
} from './photo-check.ts';
import { makeCover, movePhoto, type PhotoItem, removePhoto } from './photo-slots.ts';

interface Props {
  items: PhotoItem[];
  setItems: Dispatch<SetStateAction<PhotoItem[]>>;
  /** The server's message about the photos, if it refused them. */
  serverError?: string | undefined;
  disabled?: boolean;
}

type Action = 'earlier' | 'later' | 'cover' | 'remove';

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function PhotoPicker({ items, setItems, serverError, disabled = false }: Props) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: Action } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const urls = useRef(new Set<string>());

  // Previews are object URLs: let the browser free them when the form goes away.
  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  // Focus follows a moved photo; at the edge the other direction's button takes it.
  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const tile = list.current.querySelector(`[data-photo-key="${focusAfter.key}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-action="${focusAfter.action}"]`);
    const target =
      wanted && !wanted.disabled
        ? wanted
        : (tile?.querySelector<HTMLButtonElement>('button:not(:disabled)') ??
          list.current.querySelector<HTMLButtonElement>('button:not(:disabled)'));
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // picking the same file again must fire change again
    if (files.length === 0) return;
    const tooMany = countProblem(items.length, files.length);
    if (tooMany) {
      setProblems([tooMany]);
      return;
    }
    setProblems([]);
    setPreparing(true);
    const found: PhotoProblem[] = [];
    const added: PhotoItem[] = [];
    for (const picked of files) {
      if (!isImageFile(picked)) {
        found.push({ key: 'sellerProducts.photos.notImage', values: { name: picked.name } });
        continue;
      }
      const file = await downscalePhoto(picked);
      const problem = fileProblem(file);
      if (problem) {
        found.push({ ...problem, values: { ...problem.values, name: picked.name } });
        continue;
      }
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      added.push({ kind: 'new', key: newKey(), file, url });
    }
    setItems((current) => [...current, ...added].slice(0, MAX_PRODUCT_PHOTOS));
    setProblems(found);
    setPreparing(false);
  }

  function act(index: number, action: Action) {
    const item = items[index];
    if (!item) return;
    if (action === 'remove') {
      if (item.kind === 'new') {
        URL.revokeObjectURL(item.url);
        urls.current.delete(item.url);
      }
      setItems((current) => removePhoto(current, index));
      const neighbour = items[index + 1] ?? items[index - 1];
      if (neighbour) setFocusAfter({ key: neighbour.key, action: 'remove' });
      return;
    }
    if (action === 'cover') setItems((current) => makeCover(current, index));
    else setItems((current) => movePhoto(current, index, index + (action === 'earlier' ? -1 : 1)));
    setFocusAfter({ key: item.key, action: action === 'cover' ? 'later' : action });
  }

  const full = items.length >= MAX_PRODUCT_PHOTOS;
  const pickDisabled = disabled || preparing || full;
  const pickerClass = `btn-outline cursor-pointer gap-2 focus-within:outline-3 focus-within:outline-gold ${
    pickDisabled ? 'pointer-events-none opacity-50' : ''
  }`;

  return (
    <div className="flex flex-col gap-3">
      <p id="photos-hint" className="text-sm text-subtle">
        {t('sellerProducts.photos.hint', { max: MAX_PRODUCT_PHOTOS, mb: PHOTO_MAX_MB })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className={pickerClass}>
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={pickDisabled}
            aria-describedby="photos-hint"
            onChange={(e) => void pick(e)}
            data-testid="photo-input"
          />
          {t('sellerProducts.photos.add')}
        </label>
        {/* The camera button only where there is one to open (phones and tablets). */}
        <label className={`${pickerClass} hidden pointer-coarse:inline-flex`}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={pickDisabled}
            onChange={(e) => void pick(e)}
          />
          <CameraIcon />
          {t('sellerProducts.photos.camera')}
        </label>
        <span className="text-sm text-subtle" aria-live="polite">
          {preparing
            ? t('sellerProducts.photos.preparing')
            : t('sellerProducts.photos.count', { count: items.length, max: MAX_PRODUCT_PHOTOS })}
        </span>
      </div>
      {problems.map((p) => (
        <FieldError key={`${p.key}-${String(p.values.name ?? '')}`}>
          {t(p.key, p.values)}
        </FieldError>
      ))}
      {serverError && <FieldError>{serverError}</FieldError>}
      {items.length === 0 ? (
        <p className="rounded-lg border border-line border-dashed p-4 text-center text-sm text-subtle">
          {t('sellerProducts.photos.none')}
        </p>
      ) : (
        <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="photo-list">
          {items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              last={index === items.length - 1}
              disabled={disabled}
              onAct={(action) => act(index, action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoTile({
  item,
  index,
  last,
  disabled,
  onAct,
}: {
  item: PhotoItem;
  index: number;
  last: boolean;
  disabled: boolean;
  onAct(action: Action): void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const name = t('sellerProducts.photos.photo', { n });
  return (
    <li
      data-photo-key={item.key}
      data-testid="photo-tile"
      className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-1"
    >
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {item.kind === 'existing' ? (
          <ResponsiveImage
            photo={item.view}
            alt={name}
            sizes="160px"
            className="h-full w-full object-cover"
          />
        ) : (
          <img src={item.url} alt={name} className="h-full w-full object-cover" />
        )}
        {index === 0 && (
          <span className="absolute top-1 left-1 rounded-full bg-brand px-2 py-0.5 font-semibold text-brand-ink text-xs">
            {t('sellerProducts.photos.cover')}
          </span>
        )}
      </div>
      <div className="flex justify-between">
        <button
          type="button"
          className="btn-ghost disabled:opacity-40"
          data-action="earlier"
          aria-label={t('sellerProducts.photos.earlier', { n })}
          disabled={disabled || index === 0}
          onClick={() => onAct('earlier')}
        >
          <ArrowEarlierIcon />
        </button>
        <button
          type="button"
          className="btn-ghost disabled:opacity-40"
          data-action="later"
          aria-label={t('sellerProducts.photos.later', { n })}
          disabled={disabled || last}
          onClick={() => onAct('later')}
        >
          <ArrowLaterIcon />
        </button>
        <button
          type="button"
          className="btn-ghost text-red-700 disabled:opacity-40 dark:text-red-300"
          data-action="remove"
          aria-label={t('sellerProducts.photos.remove', { n })}
          disabled={disabled}
          onClick={() => onAct('remove')}
        >
          <TrashIcon />
        </button>
      </div>
      {index > 0 && (
        <button
          type="button"
          className="min-h-11 rounded-lg px-2 font-medium text-sm hover:bg-muted disabled:opacity-40"
          data-action="cover"
          aria-label={t('sellerProducts.photos.makeCover', { n })}
          disabled={disabled}
          onClick={() => onAct('cover')}
        >
          {t('sellerProducts.photos.makeCoverShort')}
        </button>
      )}
    </li>
  );
}
