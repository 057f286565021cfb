/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { PictureSave } from '.';

const idle = { unsaved: false, encoding: false };

describe('PictureSave (the end of the profile and club settings)', () => {
  it('shows Save at the end of the row, after what the form puts first, and no alert', () => {
    render(
      <form aria-label="Settings">
        <PictureSave editor={idle} saving={false} unsavedText="Unsaved club picture" start={<p>App 1.0</p>}>
          Save Changes
        </PictureSave>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toBeEnabled();
    expect(save).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('App 1.0').compareDocumentPosition(save)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the picture is unsaved after a refused save, in the form’s words', () => {
    render(
      <PictureSave
        editor={{ ...idle, unsaved: true }}
        saving={false}
        unsavedText={
          <>
            <strong>Unsaved profile picture</strong> Save or cancel the crop first.
          </>
        }
      >
        Save
      </PictureSave>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unsaved profile picture Save or cancel the crop first.');
  });

  it('holds Save while the crop is encoded, and shows it busy while the form saves', () => {
    const { rerender } = render(
      <PictureSave editor={{ ...idle, encoding: true }} saving={false} unsavedText="Unsaved">
        Save
      </PictureSave>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(
      <PictureSave editor={idle} saving unsavedText="Unsaved">
        Save
      </PictureSave>,
    );
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
  });
});
