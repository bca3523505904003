// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaThumbnails } from './media-thumbnails';

describe('MediaThumbnails', () => {
  it('loads third-party images lazily and without a Referer, http(s) only', () => {
    const { container } = render(
      <MediaThumbnails
        media={[
          { type: 'image', url: 'https://pbs.example.com/a.jpg' },
          { type: 'image', url: 'javascript:alert(1)' },
          { type: 'image', url: 'data:image/png;base64,AAAA' },
          { type: 'video', url: 'https://video.example.com/v.mp4' },
        ]}
      />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://pbs.example.com/a.jpg');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('video')).toBeInTheDocument();
  });

  it('drops an image whose host does not answer instead of showing a broken box', () => {
    const { container } = render(
      <MediaThumbnails media={[{ type: 'image', url: 'https://gone.example.com/x.jpg' }]} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });
});
