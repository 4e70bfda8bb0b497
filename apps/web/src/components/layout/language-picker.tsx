import {
  changeLanguage,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  useTranslation,
} from '../../lib/i18n.ts';
import { ChoiceMenu } from '../ui/menu.tsx';

const FLAGS: Record<InterfaceLanguage, string> = { en: '🇬🇧', tw: '🇬🇭', pidgin: '🇬🇭' };

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = (INTERFACE_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as InterfaceLanguage)
    : 'en';
  return (
    <ChoiceMenu
      label={t('language.label')}
      buttonLabel={`${t('language.label')}: ${t(`language.${current}`)}`}
      testId="language-picker"
      value={current}
      onChange={(language) => void changeLanguage(language)}
      button={
        <span className="flex items-center gap-1.5 text-sm">
          <span aria-hidden="true">{FLAGS[current]}</span>
          {t(`language.${current}`)}
        </span>
      }
      options={INTERFACE_LANGUAGES.map((language) => ({
        value: language,
        label: (
          <>
            <span aria-hidden="true">{FLAGS[language]}</span> {t(`language.${language}`)}
          </>
        ),
      }))}
    />
  );
}
