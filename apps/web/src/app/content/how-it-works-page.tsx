// /how-it-works: the steps for buyers, sellers and riders.

import { Link } from 'react-router';
import { ContentPage, Steps } from '../../features/content/content-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

const GROUPS = ['buyers', 'sellers', 'riders'] as const;
const steps = (group: string) => [1, 2, 3, 4].map((n) => `howItWorks.${group}${n}`);

export function Component() {
  const { t } = useTranslation();
  return (
    <ContentPage page="howItWorks">
      {GROUPS.map((group) => (
        <section key={group}>
          <h2 className="font-semibold text-xl">{t(`howItWorks.${group}Title`)}</h2>
          <Steps keys={steps(group)} />
        </section>
      ))}
      <div className="flex flex-wrap gap-2">
        <Link to="/sell" className="btn-primary">
          {t('howItWorks.sellCta')}
        </Link>
        <Link to="/rider/register" className="btn-outline">
          {t('howItWorks.riderCta')}
        </Link>
      </div>
    </ContentPage>
  );
}
