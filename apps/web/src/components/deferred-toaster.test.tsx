import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredToaster } from './deferred-toaster.tsx';
import { toast } from './ui/toast.ts';

afterEach(() => vi.unstubAllGlobals());

describe('DeferredToaster', () => {
  it('loads no toaster until the page is idle, then shows toasts as they come', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<DeferredToaster />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => idle?.());
    await screen.findByRole('region', { name: /Notifications/ });
    act(() => toast.success('Language saved'));
    expect(await screen.findByText('Language saved')).toBeTruthy();
  });

  it('keeps a toast asked for before the toaster is there and shows it once it is mounted', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<DeferredToaster />);
    act(() => toast.error('Could not save the topic'));
    expect(await screen.findByText('Could not save the topic')).toBeTruthy();
  });
});
