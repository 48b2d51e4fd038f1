import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './near-viewport.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Puts every element `top` pixels down the page (jsdom lays nothing out: every box is at 0). */
function placeAt(top: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 400,
    left: 0,
    right: 400,
    width: 400,
    height: 400,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref, 300) ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver the test drives by hand, recording what it was asked to watch and how. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; watched: Element[]; disconnected: boolean }[] = [];
  class FakeIntersectionObserver {
    private readonly record: (typeof made)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, watched: [], disconnected: false };
      made.push(this.record);
    }
    observe(element: Element) {
      this.record.watched.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const fire = (isIntersecting: boolean) => {
    const record = made.at(-1);
    if (!record) throw new Error('no observer');
    act(() => record.callback([{ isIntersecting, target: record.watched[0] } as IntersectionObserverEntry], {} as IntersectionObserver));
  };
  return { made, fire };
}

describe('useNearViewport', () => {
  it('stays false until the element comes within the margin of the screen, then stays true and stops watching', () => {
    const observer = fakeObserver();
    placeAt(window.innerHeight + 301);
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observer.made[0]?.options?.rootMargin).toBe('300px 0px');
    expect(observer.made[0]?.watched[0]?.textContent).toBe('far');

    observer.fire(false);
    expect(screen.getByText('far')).toBeTruthy();

    observer.fire(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.made[0]?.disconnected).toBe(true);
    expect(observer.made).toHaveLength(1);
  });

  it('is true at once, without waiting for the observer, when the element is already within the margin', () => {
    const observer = fakeObserver();
    placeAt(window.innerHeight + 299);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.made).toHaveLength(0);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
