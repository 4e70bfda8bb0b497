// /about: who Dwa is for and how it differs (WhatsApp chats, no money held, light pages).

import { ContentPage, TextSection } from '../../features/content/content-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <ContentPage page="about">
      <TextSection page="about" name="mission" />
      <section>
        <h2 className="font-semibold text-xl">{t('about.howTitle')}</h2>
        <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
          <li>{t('about.howText1')}</li>
          <li>{t('about.howText2')}</li>
          <li>{t('about.howText3')}</li>
        </ul>
      </section>
      <TextSection page="about" name="trust" />
      <TextSection page="about" name="languages" />
    </ContentPage>
  );
}
