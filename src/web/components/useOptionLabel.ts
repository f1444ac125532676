import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { heightLabel, type OptionList, type OptionsT, optionLabel } from '../../shared/options/labels';

/**
 * Option labels in the language shown (docs/i18n.md): `const label = useOptionLabel();`
 * then `label('maritalStatus', value)`, `label('district', 'Mysuru')`, `label('height', 167)`. Stored
 * values stay English codes; only what is shown changes. Name `'options'` among the route's namespaces.
 */
export function useOptionLabel(): (list: OptionList | 'height', value: string | number) => string {
  const { t } = useTranslation('options');
  return useCallback(
    (list, value) =>
      list === 'height'
        ? heightLabel(t as unknown as OptionsT, Number(value))
        : optionLabel(t as unknown as OptionsT, list, String(value)),
    [t],
  );
}
