import { ImageResponse } from 'next/og';
import { BrandMark } from './brand-mark';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Statecraft, a turn-based political and economic simulation';

/** The image link previews show when someone shares the game. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 48,
        padding: 80,
        background: '#f6f7f9',
        color: '#16191d',
      }}
    >
      <BrandMark size={220} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ fontSize: 88, fontWeight: 700 }}>Statecraft</div>
        <div style={{ fontSize: 40, color: '#4a5361', maxWidth: 720 }}>
          Run for office, pass laws, build corporations. A turn-based political and economic simulation.
        </div>
      </div>
    </div>,
    size,
  );
}
