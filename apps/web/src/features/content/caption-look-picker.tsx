import { Check, Captions } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import {
  CAPTION_POSITIONS,
  CAPTION_PRESETS,
  CAPTION_SWATCHES,
  usePrefersReducedMotion,
  type CaptionLook,
  type CaptionPosition,
  type CaptionPreset,
} from './caption-look.ts';
import './caption-previews.css';

/**
 * The caption style of a video (issue 33): six presets, each a live preview of a few words in the creator's language
 * animating the way the video shows them (one still frame when reduced motion is asked for), the position, and the
 * highlight colour (swatches or any colour). Three radio groups: arrow keys move within each, Tab between them.
 */
export function CaptionLookPicker({ value, onChange }: { value: CaptionLook; onChange: (look: CaptionLook) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const arrows = useArrowChecks();
  const still = usePrefersReducedMotion();
  const swatch = CAPTION_SWATCHES.find((entry) => entry.color === value.color.toUpperCase());
  const words = t('web.captions.sample').split(/\s+/).filter(Boolean).slice(0, 3);

  return (
    <div className="flex flex-col gap-5" data-testid="caption-look-picker">
      <div className="flex flex-col gap-2">
        <p id={`${id}-style`} className="text-sm font-medium">
          {t('web.captions.style')}
        </p>
        <RadioGroup.Root
          aria-labelledby={`${id}-style`}
          value={value.preset}
          onValueChange={(preset) => onChange({ ...value, preset: preset as CaptionPreset })}
          onKeyDownCapture={arrows.onKeyDownCapture}
          className="grid grid-cols-3 gap-2 sm:gap-3"
        >
          {CAPTION_PRESETS.map((preset) => (
            <RadioGroup.Item
              key={preset}
              value={preset}
              onFocus={() => arrows.onFocus(() => onChange({ ...value, preset }))}
              aria-describedby={`${id}-hint-${preset}`}
              className={cn(
                'group flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface text-left transition-colors hover:bg-surface-2',
                'data-[state=checked]:border-primary data-[state=checked]:ring-2 data-[state=checked]:ring-primary',
              )}
              data-testid={`caption-preset-${preset}`}
            >
              <span className="relative block">
                <CaptionPreview preset={preset} position={value.position} color={value.color} words={words} still={still} />
                {/* Checked is not told by the ring's colour alone. */}
                <span
                  aria-hidden="true"
                  className="absolute right-1 top-1 hidden size-5 items-center justify-center rounded-full bg-primary text-white group-data-[state=checked]:flex"
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              </span>
              <span className="block px-1.5 py-1.5 text-[0.8125rem] font-semibold leading-tight break-words sm:px-2 sm:text-sm">
                {t(`web.captions.preset_${preset}`)}
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {/* Each tile's description, outside the tiles so their names stay the preset's name. */}
        <div className="sr-only">
          {CAPTION_PRESETS.map((preset) => (
            <span key={preset} id={`${id}-hint-${preset}`}>
              {t(`web.captions.hint_${preset}`)}
            </span>
          ))}
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t(`web.captions.hint_${value.preset}`)}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <p id={`${id}-position`} className="text-sm font-medium">
          {t('web.captions.position')}
        </p>
        <RadioGroup.Root
          aria-labelledby={`${id}-position`}
          orientation="horizontal"
          value={value.position}
          onValueChange={(position) => onChange({ ...value, position: position as CaptionPosition })}
          onKeyDownCapture={arrows.onKeyDownCapture}
          className="inline-flex self-start rounded-control border border-border bg-surface-2 p-1"
        >
          {CAPTION_POSITIONS.map((position) => (
            <RadioGroup.Item
              key={position}
              value={position}
              onFocus={() => arrows.onFocus(() => onChange({ ...value, position }))}
              className={cn(
                'min-h-10 min-w-20 rounded-[calc(var(--radius-control,0.75rem)-0.25rem)] px-3 text-sm font-medium text-muted transition-colors',
                'hover:text-fg data-[state=checked]:bg-surface data-[state=checked]:text-fg data-[state=checked]:shadow-sm',
              )}
            >
              {t(`web.captions.position_${position}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>

      <div className="flex flex-col gap-2">
        <p id={`${id}-color`} className="text-sm font-medium">
          {t('web.captions.color')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <RadioGroup.Root
            aria-labelledby={`${id}-color`}
            orientation="horizontal"
            value={swatch?.color ?? ''}
            onValueChange={(color) => onChange({ ...value, color })}
            onKeyDownCapture={arrows.onKeyDownCapture}
            className="flex flex-wrap gap-2"
          >
            {CAPTION_SWATCHES.map((entry) => (
              <RadioGroup.Item
                key={entry.color}
                value={entry.color}
                onFocus={() => arrows.onFocus(() => onChange({ ...value, color: entry.color }))}
                aria-label={t(`web.captions.color_${entry.name}`)}
                title={t(`web.captions.color_${entry.name}`)}
                className={cn(
                  'group/swatch flex size-10 items-center justify-center rounded-full border-2 border-border transition-transform hover:scale-105',
                  'data-[state=checked]:border-fg',
                )}
                style={{ backgroundColor: entry.color }}
              >
                <Check aria-hidden="true" className="hidden size-5 text-black/80 group-data-[state=checked]/swatch:block" />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <CustomColor value={value.color} custom={!swatch} onChange={(color) => onChange({ ...value, color })} />
        </div>
      </div>
    </div>
  );
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** How long after an arrow key a focus counts as the arrow's (the roving focus moves on a timer). */
const ARROW_FOCUS_MS = 250;

/**
 * An arrow key in a radio group checks the radio it moves to (WAI-ARIA radio group). Radix notes the arrow until the
 * key is released, but its roving focus moves a timer later, so a quick tap (or a test's key press) can release the
 * key before the focus arrives, and nothing is checked. Here the focus that follows an arrow within a short moment
 * checks the radio it lands on.
 */
function useArrowChecks() {
  const arrowAt = useRef(Number.NEGATIVE_INFINITY);
  return {
    onKeyDownCapture: (event: KeyboardEvent) => {
      if (ARROW_KEYS.has(event.key)) arrowAt.current = performance.now();
    },
    onFocus: (check: () => void) => {
      if (performance.now() - arrowAt.current > ARROW_FOCUS_MS) return;
      arrowAt.current = Number.NEGATIVE_INFINITY;
      check();
    },
  };
}

/** Any colour: the browser's own colour picker, labelled; shown as chosen when the colour is none of the swatches. */
function CustomColor({ value, custom, onChange }: { value: string; custom: boolean; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border-2 py-1 pl-1 pr-3 text-sm font-medium focus-within:ring-2 focus-within:ring-primary',
        custom ? 'border-fg' : 'border-border',
      )}
    >
      <span aria-hidden="true" className="size-7 rounded-full border border-border" style={{ backgroundColor: value }} />
      {t('web.captions.color_custom')}
      <input
        id={id}
        type="color"
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        value={value.toLowerCase()}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
    </label>
  );
}

/**
 * A preset's live preview: a small dark frame with the sample words where the captions will be, animated by
 * caption-previews.css. Decorative (the radio's label names the preset), so hidden from assistive technology.
 */
export function CaptionPreview({
  preset,
  position,
  color,
  words,
  still,
  className,
}: {
  preset: CaptionPreset;
  position: CaptionPosition;
  color: string;
  words: readonly string[];
  still: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('cap-preview aspect-[4/5] w-full', `cap-${preset}`, className)}
      style={{ '--cap-color': color } as CSSProperties}
      data-position={position}
      data-motion={still ? 'static' : 'animate'}
      data-testid="caption-preview"
    >
      <span className="cap-line">
        {words.map((word, index) => (
          <span key={index} className="cap-word">
            {word}
            <span className="cap-hi">{word}</span>
          </span>
        ))}
      </span>
    </span>
  );
}

/** One line saying which look is chosen ("Karaoke, top"), for a folded section's summary. */
export function CaptionLookSummary({ look }: { look: CaptionLook }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-sm font-normal text-muted">
      <span aria-hidden="true" className="size-3 rounded-full border border-border" style={{ backgroundColor: look.color }} />
      {t('web.captions.summary', { preset: t(`web.captions.preset_${look.preset}`), position: t(`web.captions.position_${look.position}`).toLowerCase() })}
    </span>
  );
}

/** The captions part of a create form, folded: the summary says what is chosen; opening it shows the picker. */
export function CaptionLookSection({
  value,
  onChange,
  defaultOpen = false,
}: {
  value: CaptionLook;
  onChange: (look: CaptionLook) => void;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      className="rounded-card border border-border bg-surface"
      data-testid="caption-look-section"
      open={defaultOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 font-medium">
        <span className="inline-flex items-center gap-2">
          <Captions aria-hidden="true" className="size-4" />
          {t('web.captions.section')}
        </span>
        <CaptionLookSummary look={value} />
      </summary>
      <div className="flex flex-col gap-4 border-t border-border p-4">
        <p className="text-sm text-muted">{t('web.captions.section_hint')}</p>
        {open && <CaptionLookPicker value={value} onChange={onChange} />}
      </div>
    </details>
  );
}
