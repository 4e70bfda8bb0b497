import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a signed-out visitor of a private area sees: what the area is and a way back. */
export function SignInRequired({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <h1 className="font-bold text-2xl">{title}</h1>
      <p className="mt-2 text-subtle">{t('areas.signInHint')}</p>
      <Link to="/" className="btn-primary mt-6">
        {t('notFound.browse')}
      </Link>
    </section>
  );
}
