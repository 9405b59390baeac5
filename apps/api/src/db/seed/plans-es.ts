import type { ProductTranslation } from '../schema';

/**
 * The demo plans' words in Spanish (docs/decisions/0019-spanish.md), by plan slug: the names the
 * web app's Spanish pages use (Individual, Pareja/Mascota, Familiar), written for a reader in the
 * US, addressed as "usted". A plan without an entry here shows its English words.
 */
export const PLANS_ES: Record<string, ProductTranslation> = {
  individual: {
    name: 'Individual',
    description:
      'Ahorro en medicamentos recetados para una persona, con precios para miembros en más de 60,000 farmacias.',
    features: [
      {
        markdown_content: 'Ahorre **hasta un 85%** en sus medicamentos recetados',
        prefix_icon: 'badge-percent',
        hint_text: 'El ahorro varía según el medicamento, la concentración y la farmacia.',
      },
      'Precios para miembros en más de 50,000 medicamentos',
      {
        markdown_content: 'Aceptada en **más de 60,000** farmacias participantes',
        prefix_icon: 'globe',
        hint_text: null,
      },
      'Tarjeta digital para Apple Wallet y Google Wallet',
      {
        markdown_content: 'Sirve **con o sin seguro médico**',
        prefix_icon: 'shield',
        hint_text: 'Esto no es un seguro. No se puede combinar con su seguro en el mismo surtido.',
      },
      'Sin cargos de inscripción; cancele cuando quiera',
    ],
    dealText: null,
    ctaText: null,
  },
  partner_pet: {
    name: 'Pareja/Mascota',
    description: 'Ahorro en medicamentos recetados para usted y una pareja o una mascota.',
    features: [
      {
        markdown_content: 'Lo cubre **a usted y a una pareja o mascota**',
        prefix_icon: 'heart',
        hint_text:
          'Las mascotas están cubiertas para medicamentos de uso humano recetados por un veterinario y surtidos en una farmacia participante.',
      },
      {
        markdown_content: 'Ahorre **hasta un 85%** en sus medicamentos recetados',
        prefix_icon: 'badge-percent',
        hint_text: null,
      },
      'Aceptada en más de 60,000 farmacias participantes',
      'Tarjetas digitales para Apple Wallet y Google Wallet',
      {
        markdown_content: 'Sirve **con o sin seguro médico**',
        prefix_icon: 'shield',
        hint_text: null,
      },
      'Sin cargos de inscripción; cancele cuando quiera',
    ],
    dealText: null,
    ctaText: null,
  },
  family: {
    name: 'Familiar',
    description: 'Ahorro en medicamentos recetados para todo su hogar: usted y hasta 5 familiares.',
    features: [
      {
        markdown_content: 'Lo cubre **a usted y hasta 5** familiares',
        prefix_icon: 'star',
        hint_text: 'Cada miembro recibe su propia tarjeta digital y su propio número de miembro.',
      },
      {
        markdown_content: 'Ahorre **hasta un 85%** en sus medicamentos recetados',
        prefix_icon: 'badge-percent',
        hint_text: null,
      },
      'Aceptada en más de 60,000 farmacias participantes',
      'Tarjetas digitales para Apple Wallet y Google Wallet',
      {
        markdown_content: 'Sirve **con o sin seguro médico**',
        prefix_icon: 'shield',
        hint_text: null,
      },
      'Sin cargos de inscripción; cancele cuando quiera',
    ],
    dealText: 'La mejor opción para su hogar',
    ctaText: null,
  },
};
