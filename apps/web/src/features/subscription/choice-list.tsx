import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** Native radios drawn as large tappable cards: accessible for free, one tap on a phone. */
export function ChoiceList<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  columns = 1,
  hideLegend = false,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: 1 | 2 | 5;
  hideLegend?: boolean;
}) {
  return (
    <fieldset>
      <legend className={cn('mb-3 font-medium', hideLegend && 'sr-only')}>{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2', columns === 5 && 'grid-cols-5')}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-4 py-2 font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                columns === 5 && 'justify-center px-0 text-center',
                checked ? 'border-primary bg-primary-soft text-link' : 'border-border hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-control opacity-0"
              />
              {checked && columns !== 5 && <Check aria-hidden="true" className="size-4 shrink-0" />}
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
