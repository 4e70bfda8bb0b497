// A <select> over one of the domain's value lists (categories, locations, networks, statuses),
// each option labelled from the catalogs (`<labelKey>.<value>`), with an optional empty first
// option ("Choose a location", "All categories").
import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { inputClass } from './field.tsx';

interface Props extends ComponentProps<'select'> {
  values: readonly string[];
  /** Catalog prefix of the labels, e.g. 'enums.location'. */
  labelKey: string;
  /** Text of the empty first option; none when left out. */
  placeholder?: string;
}

export function EnumSelect({ values, labelKey, placeholder, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <select className={inputClass} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`${labelKey}.${value}`)}
        </option>
      ))}
    </select>
  );
}
