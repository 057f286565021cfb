/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notice } from './Notice';

describe('Notice', () => {
  it('announces errors as alerts and the rest as status', () => {
    render(
      <>
        <Notice tone="error">Request failed</Notice>
        <Notice tone="success">Settings updated</Notice>
        <Notice tone="info">Post link copied</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed');
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('can be dismissed', async () => {
    const onDismiss = jest.fn();
    render(
      <Notice tone="info" onDismiss={onDismiss} dismissLabel="Dismiss notice">
        Hi
      </Notice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
