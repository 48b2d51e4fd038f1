import { EM_PER_CHAR, FIT_WRAP, fitWords } from './fit-text.ts';

/**
 * A 9:16 reel mock-up with a caption, the active word highlighted: shows the product instead of describing it.
 * The caption is upper case in a narrow frame: its font shrinks so the longest word fits one line (issue 12 item 10:
 * "ОСТАНАВЛИВАЮТ" broke as "ОСТАНАВЛИВА / ЮТ" on phones).
 */
export function ReelPreview({ caption, label }: { caption: string; label: string }) {
  const words = caption.split(' ');
  const active = Math.min(1, words.length - 1);
  return (
    <figure className="mx-auto w-full max-w-[13.5rem] sm:max-w-[16rem] lg:max-w-[20rem]" aria-label={label}>
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2rem] border-[6px] border-[#16141f] bg-gradient-to-br from-violet-500 via-fuchsia-500 to-orange-400 shadow-2xl dark:border-[#2f2c3b]">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1/2 bg-gradient-to-b from-black/25 to-transparent" />
        <div aria-hidden="true" className="absolute left-1/2 top-[20%] aspect-square w-[40%] -translate-x-1/2 rounded-full bg-white/25 ring-8 ring-white/10" />
        <div
          aria-hidden="true"
          className="absolute left-1/2 top-[42%] h-[30%] w-[62%] -translate-x-1/2 rounded-t-[5rem] bg-white/20 [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
        />
        <div aria-hidden="true" className="absolute inset-x-3 top-3 flex gap-1">
          <span className="h-1 flex-1 rounded-full bg-white" />
          <span className="h-1 flex-1 rounded-full bg-white/40" />
          <span className="h-1 flex-1 rounded-full bg-white/40" />
        </div>
        <div className="@container absolute inset-x-4 bottom-[18%]">
          <p
            data-fit-text
            className={`text-center text-[length:min(1.25rem,var(--fit-size))] font-extrabold uppercase leading-tight text-white [text-shadow:0_2px_8px_rgb(0_0_0/0.45)] ${FIT_WRAP}`}
            style={fitWords(caption, EM_PER_CHAR.caps)}
          >
            {words.map((word, index) => (
              <span key={`${word}-${index}`} className={index === active ? 'text-yellow-300' : undefined}>
                {word}
                {index < words.length - 1 ? ' ' : ''}
              </span>
            ))}
          </p>
        </div>
      </div>
    </figure>
  );
}
