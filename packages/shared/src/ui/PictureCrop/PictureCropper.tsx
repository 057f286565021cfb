import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import type { CropArea } from './encode';

export interface PictureCropperProps {
  /** The chosen picture (an object URL). */
  src: string;
  /** The crop's viewport in px (its shape's width and height). */
  cropSize: { width: number; height: number };
  /** A circle (the profile picture) or a rectangle (the club picture). */
  shape?: 'round' | 'rect';
  /** The crop in the picture's pixels, each time it settles. */
  onAreaChange: (area: CropArea) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** Room around the viewport so the picture can be seen beyond it. */
const STAGE_MARGIN = 72;

/**
 * The crop of a new picture: a viewport over it, moved by dragging or the arrow keys and zoomed
 * with the slider or the wheel. react-easy-crop is its own chunk, fetched the first time a
 * picture is chosen.
 */
export default function PictureCropper({ src, cropSize, shape = 'rect', onAreaChange }: PictureCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  return (
    <>
      <Stage style={{ height: cropSize.height + STAGE_MARGIN }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={cropSize.width / cropSize.height}
          cropSize={cropSize}
          cropShape={shape}
          objectFit="cover"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percent: Area, pixels: Area) => onAreaChange(pixels)}
          cropperProps={{ role: 'group', 'aria-label': 'Picture crop: drag it or move it with the arrow keys' }}
        />
      </Stage>
      <Zoom>
        Zoom
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </Zoom>
    </>
  );
}

const Stage = styled.div`
  position: relative;
  width: 100%;
  border-radius: ${radius.input}px;
  overflow: hidden;
  background: #000;
  .reactEasyCrop_CropArea:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Zoom = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(3)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  input {
    flex: 1;
    accent-color: ${color.accent};
  }
`;
