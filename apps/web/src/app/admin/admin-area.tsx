// The admin area: its own lazy chunk, so a buyer's pages never load it. Signing in arrives with
// the accounts feature; until then the area says so honestly.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <h1 className="font-bold text-2xl">{t('areas.adminSignIn')}</h1>
      <p className="mt-2 text-subtle">{t('areas.signInHint')}</p>
      <Link to="/" className="btn-primary mt-6">
        {t('notFound.browse')}
      </Link>
    </section>
  );
}

Component.displayName = 'AdminArea';
