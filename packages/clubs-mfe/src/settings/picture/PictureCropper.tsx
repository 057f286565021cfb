import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import styled from 'styled-components';
import { CLUB_CROP_VIEWPORT } from '@upclub/shared/constants';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { CLUB_ASPECT, type CropArea } from './encode';

export interface PictureCropperProps {
  /** The chosen picture (an object URL). */
  src: string;
  /** The crop in the picture's pixels, each time it settles. */
  onAreaChange: (area: CropArea) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/**
 * The crop of a new club picture (spec part 2 §9): a 400 x 225 (16:9) viewport over the picture,
 * moved by dragging or the arrow keys and zoomed with the slider or the wheel. react-easy-crop is
 * its own chunk, fetched the first time a picture is chosen.
 */
export default function PictureCropper({ src, onAreaChange }: PictureCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  return (
    <>
      <Stage>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={CLUB_ASPECT}
          cropSize={CLUB_CROP_VIEWPORT}
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
  height: ${CLUB_CROP_VIEWPORT.height + 72}px;
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
