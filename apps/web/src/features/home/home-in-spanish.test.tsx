import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogs as homeCatalogs } from '../../app/routes/home';
import { renderRoute } from '../../testing/render';
import { onSpanishPage } from '../../testing/spanish-page';

describe('the home page in Spanish', () => {
  onSpanishPage(...homeCatalogs);

  it('writes its figures as a Spanish reader does: "más de 65,000", never "65K+" or "50,000+"', async () => {
    renderRoute('/');
    const facts = await screen.findByRole('region', { name: 'Por qué nos eligen nuestros miembros' });
    expect(within(facts).getByText('Más de 65,000 farmacias')).toBeInTheDocument();
    expect(within(facts).getByText('Más de 50,000 medicamentos')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/65K|\d\+/);
  });

  it('names the carousel and its slides in Spanish for a screen reader', async () => {
    renderRoute('/');
    const carousel = await screen.findByRole('region', { name: 'Lo esencial de la membresía' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slides = carousel.querySelectorAll('[aria-roledescription]');
    expect([...slides].map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(
      Array(4).fill('diapositiva'),
    );
  });
});
