import { useEffect, useRef, useState } from 'react';
import { noticeError } from '@upclub/shared/bus';
import type { CropArea, PictureFieldProps } from '@upclub/shared/ui/PictureCrop';

/** What a form with a PictureField holds of its picture, and the field's own props. */
export interface PictureEditor<P> {
  /** The confirmed crop's encoding, or null while the saved picture stays. */
  picture: P | null;
  /** The crop is being encoded: the form's save waits. */
  encoding: boolean;
  /** A save was refused while a crop waited for ✓ or ✘: the form shows its alert. */
  unsaved: boolean;
  /** Spread into the PictureField. */
  field: Pick<PictureFieldProps, 'pending' | 'busy' | 'onChoose' | 'onArea' | 'onConfirm' | 'onCancel'>;
  /** Whether the save must wait because a crop waits for ✓ or ✘ (then `unsaved` turns on). */
  holdsSave: () => boolean;
}

/**
 * The picture of a settings form (spec part 2 §5): a chosen file is cropped, ✓ encodes the crop
 * with `encode` (a notice says `failedText` when it cannot), ✘ drops it; a save while a crop
 * waits is refused with the unsaved picture alert.
 */
export function usePictureEditor<P>(
  encode: (src: string, area: CropArea) => Promise<P>,
  failedText: string,
): PictureEditor<P> {
  const [picture, setPicture] = useState<P | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [encoding, setEncoding] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const area = useRef<CropArea | null>(null);

  // A chosen picture's object URL is let go when it is replaced or the form closes.
  useEffect(() => () => void (pending && URL.revokeObjectURL(pending)), [pending]);

  const endCrop = () => {
    setPending(null);
    setUnsaved(false);
  };
  const confirm = async () => {
    if (!pending || !area.current || encoding) return;
    setEncoding(true);
    try {
      setPicture(await encode(pending, area.current));
      endCrop();
    } catch {
      noticeError(failedText);
    } finally {
      setEncoding(false);
    }
  };

  return {
    picture,
    encoding,
    unsaved,
    field: {
      pending,
      busy: encoding,
      onChoose: (file) => {
        area.current = null;
        setPending(URL.createObjectURL(file));
      },
      onArea: (next) => {
        area.current = next;
      },
      onConfirm: () => void confirm(),
      onCancel: endCrop,
    },
    holdsSave: () => {
      if (pending) setUnsaved(true);
      return pending !== null;
    },
  };
}
