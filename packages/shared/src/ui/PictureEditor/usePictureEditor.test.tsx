/// <reference types="@testing-library/jest-dom" />
import type { FormEvent } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onNotice } from '@upclub/shared/bus';
import { busRecorder } from '@upclub/shared/testing';
import { PictureField, type CropArea } from '@upclub/shared/ui/PictureCrop';
import { PictureSave, usePictureEditor } from '.';

// jsdom neither loads nor draws pictures: the crop reports an area as soon as it shows.
const mockArea = { x: 0, y: 0, width: 400, height: 400 };
jest.mock('react-easy-crop', () => {
  const { useEffect } = jest.requireActual<{ useEffect: (effect: () => void, deps: unknown[]) => void }>('react');
  return {
    __esModule: true,
    default: function MockCropper({ onCropComplete }: { onCropComplete: (percent: object, area: object) => void }) {
      useEffect(() => onCropComplete({}, mockArea), [onCropComplete]);
      return <div role="group" aria-label="Picture crop" />;
    },
  };
});

const collect = busRecorder();

/** A settings form as the remotes make one: the picture, its alert and Save. */
function Form({ encode, onSave }: { encode: (src: string, area: CropArea) => Promise<string>; onSave: jest.Mock }) {
  const editor = usePictureEditor(encode, 'This picture could not be used.');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.holdsSave()) onSave(editor.picture);
  };
  return (
    <form onSubmit={save} aria-label="Settings">
      <PictureField
        label="Club Picture"
        current={editor.picture}
        placeholder={null}
        cropSize={{ width: 400, height: 225 }}
        {...editor.field}
      />
      <PictureSave editor={editor} saving={false} unsavedText="Unsaved picture">
        Save
      </PictureSave>
    </form>
  );
}

const choosePicture = () =>
  fireEvent.change(screen.getByLabelText('Club Picture file'), {
    target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
  });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});

describe('usePictureEditor', () => {
  it('refuses to save while a crop waits, then saves the crop encoded by ✓', async () => {
    const encode = jest.fn(async () => 'data:image/png;base64,NEW');
    const onSave = jest.fn();
    render(<Form encode={encode} onSave={onSave} />);
    choosePicture();
    expect(await screen.findByRole('group', { name: 'Picture crop' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unsaved picture');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save the cropped picture' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Picture crop' })).toBeNull());
    expect(encode).toHaveBeenCalledWith('blob:picture', mockArea);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('data:image/png;base64,NEW');
  });

  it('drops the crop with ✘ and keeps the saved picture', async () => {
    const encode = jest.fn(async () => 'data:image/png;base64,NEW');
    const onSave = jest.fn();
    render(<Form encode={encode} onSave={onSave} />);
    choosePicture();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the new picture' }));
    expect(screen.queryByRole('group', { name: 'Picture crop' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(encode).not.toHaveBeenCalled();
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('says so in a notice when the crop cannot be encoded, and keeps the crop for another try', async () => {
    const notices = collect(onNotice);
    render(<Form encode={jest.fn(async () => Promise.reject(new Error('too large')))} onSave={jest.fn()} />);
    choosePicture();
    await userEvent.click(await screen.findByRole('button', { name: 'Save the cropped picture' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'This picture could not be used.' }]));
    expect(screen.getByRole('group', { name: 'Picture crop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the cropped picture' })).toBeEnabled();
  });
});
