import { code128Path } from '../../format/code128';

/**
 * A voucher's barcode as a scannable Code 128 image (SVG, black on white whatever the theme) with
 * the digits as text beneath, so a cashier can scan it or type it.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  let path;
  try {
    path = code128Path(value);
  } catch {
    // Not printable as Code 128: the digits alone still let the box office find it.
    path = null;
  }
  return (
    <figure className="barcode">
      {path && (
        <svg
          viewBox={`0 0 ${path.width} ${path.height}`}
          role="img"
          aria-label={`Barcode of ${label}`}
          preserveAspectRatio="none"
        >
          <rect width={path.width} height={path.height} fill="#fff" />
          <path fill="#000" d={path.d} />
        </svg>
      )}
      <figcaption className="barcode__text">{value}</figcaption>
    </figure>
  );
}
