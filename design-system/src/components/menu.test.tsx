import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../testing/render';
import { Menu, MenuHeading, MenuItem, MenuLinkItem } from './menu';

function renderMenu({ portal = false, onEdit = jest.fn(), onDelete = jest.fn() } = {}) {
  renderWithTheme(
    <>
      <button type="button">elsewhere</button>
      <Menu
        label="Actions for Muna Madan"
        portal={portal}
        trigger={(props) => (
          <button {...props} aria-label="Actions for Muna Madan">
            ⋯
          </button>
        )}
      >
        <MenuHeading>asha</MenuHeading>
        <MenuItem onSelect={jest.fn()} disabled>
          Mark as sold
        </MenuItem>
        <MenuItem onSelect={onEdit}>Edit</MenuItem>
        <MenuLinkItem to="/moderation">Moderation</MenuLinkItem>
        <MenuItem onSelect={onDelete} tone="danger">
          Delete
        </MenuItem>
      </Menu>
      <Routes>
        <Route path="/moderation" element={<p>moderation page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Actions for Muna Madan' }), onEdit, onDelete };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('is closed until its button is pressed, then a labelled menu with focus on the first enabled item', () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions for Muna Madan' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(item('Mark as sold')).toBeDisabled();
    expect(item('Edit')).toHaveFocus();
    expect(screen.getByText('asha')).toHaveAttribute('role', 'presentation');
  });

  it('moves with the arrow keys, Home and End, skipping disabled items and wrapping around', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    const steps: [key: string, focused: string][] = [
      ['ArrowDown', 'Moderation'],
      ['ArrowDown', 'Delete'],
      ['ArrowDown', 'Edit'],
      ['ArrowUp', 'Delete'],
      ['Home', 'Edit'],
      ['End', 'Delete'],
    ];
    for (const [key, focused] of steps) {
      fireEvent.keyDown(menu, { key });
      expect(item(focused)).toHaveFocus();
    }
  });

  it('opens from the button with ArrowDown (first item) or ArrowUp (last item)', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(item('Delete')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(item('Edit')).toHaveFocus();
  });

  it('closes on Escape and on Tab, giving focus back to its button', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('choosing an item closes the menu, gives focus back, then runs the action', () => {
    const { trigger, onEdit, onDelete } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(item('Delete'));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('a link item navigates and closes the menu', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(item('Moderation'));
    expect(screen.getByText('moderation page')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a press outside, and the button toggles it', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    fireEvent.mouseDown(trigger);
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('in a portal, sits at a fixed position in the body and closes when the page scrolls', () => {
    const { trigger } = renderMenu({ portal: true });
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu.parentElement).toBe(document.body);
    expect(menu).toHaveStyle({ position: 'fixed' });
    expect(item('Edit')).toHaveFocus();
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
