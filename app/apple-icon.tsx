import { ImageResponse } from 'next/og';
import { BrandMark } from './brand-mark';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon (iOS and Android "add to home screen"). */
export default function AppleIcon() {
  return new ImageResponse(<BrandMark size={180} />, size);
}
