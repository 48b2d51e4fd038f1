import { MEME_LAYOUTS, type MemeLayoutChoice } from '@reelcraft/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/field.tsx';

/**
 * The meme's layout (issue 33): "pick for my text" by default, or one of the drawn templates. Without a photo it
 * decides the picture; with a photo, "top and bottom text" sets the headline in classic meme lettering.
 */
export function MemeLayoutPicker({ value, onChange }: { value: MemeLayoutChoice; onChange: (value: MemeLayoutChoice) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('web.generate.meme_layout')}
      hint={t('web.generate.meme_layout_hint')}
      value={value}
      onChange={(event) => onChange(event.target.value as MemeLayoutChoice)}
    >
      {MEME_LAYOUTS.map((layout) => (
        <option key={layout} value={layout}>
          {t(`web.generate.meme_layouts.${layout}`)}
        </option>
      ))}
    </SelectField>
  );
}
