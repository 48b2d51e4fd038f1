import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('a named avatar whose photo fails shows the letter as an image with the same name', () => {
    const { container } = render(<Avatar src="/broken.jpg" username="anna.fitcoach" alt="@anna.fitcoach" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: '@anna.fitcoach' }).textContent).toBe('A');
  });

  it('a decorative avatar (alt="") whose photo fails stays hidden: no image without a name (axe role-img-alt)', () => {
    const { container } = render(<Avatar src="/broken.jpg" username="anna.fitcoach" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('A');
  });
});
