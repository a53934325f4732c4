import { render, screen } from '@testing-library/react';
import { ThanksPage } from './ThanksPage';

describe('ThanksPage', () => {
  it('thanks for a festival pass and says how to redeem it online and in the cinema', () => {
    render(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" email="mia@example.com" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Thank you for purchasing a festival pass',
    );
    expect(screen.getByRole('heading', { name: 'Redeem online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redeem in cinema' })).toBeInTheDocument();
    expect(
      screen.getByText(/book a festival session on the Demo Cinema website/),
    ).toBeInTheDocument();
    expect(screen.getByText(/at the Demo Cinema box office/)).toBeInTheDocument();
    expect(screen.getByText(/to mia@example.com\./)).toBeInTheDocument();
  });

  it.each(['RET', 'ret'])('speaks of a multi-film pass for festival %s', (festivalId) => {
    render(<ThanksPage festivalId={festivalId} cinemaName="Demo Cinema" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Thank you for purchasing a multi-film pass',
    );
    expect(screen.queryByText(/festival pass/)).toBeNull();
    expect(screen.getByText(/choose your multi-film pass at checkout/)).toBeInTheDocument();
  });

  it('names its region after the festival, so two widgets on a page have distinct landmarks', () => {
    render(
      <>
        <ThanksPage festivalId="jiff" cinemaName="Demo Cinema" />
        <ThanksPage festivalId="chiff" cinemaName="Demo Cinema" />
      </>,
    );
    expect(
      screen.getByRole('region', { name: 'Thank you for purchasing a festival pass (JIFF)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Thank you for purchasing a festival pass (CHIFF)' }),
    ).toBeInTheDocument();
  });

  it('makes its heading focusable for the page switch', () => {
    render(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
  });
});
