import { screen } from '@testing-library/react';
import { BOOK_CHOICES, BOOK_CHOICE_NAMES } from '@booknook/contract';
import { renderWithTheme } from '../../testing/render';
import { ChoiceSelect } from './choice-select';
import { choiceLabel, choiceLabels } from './labels';

describe('ChoiceSelect', () => {
  it.each(BOOK_CHOICE_NAMES)('offers every value of %s in the API order, each with its one label', (name) => {
    renderWithTheme(<ChoiceSelect field={name} aria-label={choiceLabels[name].label} defaultValue="" empty={{ label: 'Any' }} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...BOOK_CHOICES[name]]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Any',
      ...BOOK_CHOICES[name].map((value: string) => choiceLabel(name, value as never)),
    ]);
  });

  it('reads the choice fields from the contract: category and condition today', () => {
    expect(BOOK_CHOICE_NAMES).toEqual(['category', 'condition']);
    expect(choiceLabel('condition', 'LIKE NEW')).toBe('Like New');
  });

  it('leaves the prompt disabled when a form needs a choice', () => {
    renderWithTheme(<ChoiceSelect field="condition" aria-label="Condition" defaultValue="" empty={{ label: 'Choose', disabled: true }} />);
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
  });
});
