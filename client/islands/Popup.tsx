/** A promotional pop-up without a form (`ui/PopupPanel.tsx`). */
import { PopupPanel, type PopupProps } from '../ui/PopupPanel';

export default function Popup(props: PopupProps) {
  return <PopupPanel {...props} />;
}
