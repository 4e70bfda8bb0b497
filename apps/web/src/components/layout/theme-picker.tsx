import { useTranslation } from '../../lib/i18n.ts';
import { THEMES, type Theme, useTheme } from '../../lib/theme.ts';
import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import { ChoiceMenu } from '../ui/menu.tsx';

const ICONS: Record<Theme, typeof SunIcon> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

export function ThemePicker() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const Icon = ICONS[theme];
  return (
    <ChoiceMenu<Theme>
      label={t('theme.label')}
      testId="theme-picker"
      value={theme}
      onChange={setTheme}
      button={<Icon />}
      options={THEMES.map((value) => {
        const OptionIcon = ICONS[value];
        return {
          value,
          label: (
            <>
              <OptionIcon /> {t(`theme.${value}`)}
            </>
          ),
        };
      })}
    />
  );
}
