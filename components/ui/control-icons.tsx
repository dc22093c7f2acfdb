// The pickers' and checklists' icons, as plain SVG on the header's grid (icons.tsx); apart from it, so the
// pages without them do not carry them.
import { Icon, type IconProps } from './icons';

export function ChevronsUpDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 15l5 5 5-5M7 9l5-5 5 5" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 6L9 17l-5-5" />
    </Icon>
  );
}

export function CircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
    </Icon>
  );
}

export function CircleCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9 12l2 2 4-4" />
    </Icon>
  );
}
