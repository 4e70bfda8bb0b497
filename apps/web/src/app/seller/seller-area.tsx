// The seller area: its own lazy chunk, so a buyer's pages never load it. Signing in arrives with
// the accounts feature; until then the area says so honestly.
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../components/layout/sign-in-required.tsx';

export function Component() {
  const { t } = useTranslation();
  return <SignInRequired title={t('areas.sellerSignIn')} />;
}

Component.displayName = 'SellerArea';
