/** The capitol mark of app/icon.svg as JSX, for the generated app icon and share image (next/og). */
export function BrandMark({ size }: { size: number }) {
  const unit = size / 64;
  const column = (x: number) => (
    <div
      key={x}
      style={{
        position: 'absolute',
        left: x * unit,
        top: 25 * unit,
        width: 6 * unit,
        height: 20 * unit,
        background: '#fff',
      }}
    />
  );
  return (
    <div
      style={{
        position: 'relative',
        width: size,
        height: size,
        display: 'flex',
        background: '#1a4fc4',
        borderRadius: 14 * unit,
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: 10 * unit,
          top: 10 * unit,
          width: 0,
          height: 0,
          borderLeft: `${22 * unit}px solid transparent`,
          borderRight: `${22 * unit}px solid transparent`,
          borderBottom: `${12 * unit}px solid #fff`,
        }}
      />
      {[14, 24, 34, 44].map(column)}
      <div
        style={{
          position: 'absolute',
          left: 10 * unit,
          top: 47 * unit,
          width: 44 * unit,
          height: 6 * unit,
          background: '#fff',
        }}
      />
    </div>
  );
}
