import { SCRIPT_CATEGORIES } from '@reelcraft/contract';
import { Check } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import type { ScriptCategory } from '../content/content.api.ts';

/** The script categories (saved as the user's preferences) as large toggle chips; any number may be picked. */
export function CategoryPicker({
  value,
  onChange,
  labelledBy,
  disabled,
}: {
  value: ScriptCategory[];
  onChange: (value: ScriptCategory[]) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ToggleGroup.Root
      type="multiple"
      aria-labelledby={labelledBy}
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as ScriptCategory[])}
      className="grid gap-2 sm:grid-cols-2"
      data-testid="category-picker"
    >
      {SCRIPT_CATEGORIES.map((category) => (
        <ToggleGroup.Item
          key={category}
          value={category}
          className={cn(
            'group flex min-h-12 items-center gap-3 rounded-control border px-4 text-left font-medium transition-colors',
            'border-border bg-surface text-fg hover:bg-surface-2',
            'data-[state=on]:border-primary data-[state=on]:bg-primary-soft data-[state=on]:text-link',
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-5 shrink-0 items-center justify-center rounded-md border border-border group-data-[state=on]:border-primary group-data-[state=on]:bg-primary group-data-[state=on]:text-primary-fg"
          >
            <Check className="hidden size-3.5 group-data-[state=on]:block" />
          </span>
          {t(`web.generate.category.${category}`)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
