import { render } from '@testing-library/react';
import { formatPageTitle, PageTitle, PageTitleAnnouncerProvider } from './page-title';
import { sharedMessages } from '../messages';

describe('PageTitle', () => {
  it("names the page first, then the product; Home's title is the product's", () => {
    expect(formatPageTitle('Browse Books')).toBe('Browse Books · BookNook');
    expect(formatPageTitle()).toBe(sharedMessages.homeTitle);
  });

  it('sets the document title (React hoists it into <head>) and tells the announcer', () => {
    const announce = jest.fn();
    const { rerender, unmount } = render(
      <PageTitleAnnouncerProvider announce={announce}>
        <PageTitle title="Organic Chemistry" />
      </PageTitleAnnouncerProvider>,
    );
    expect(document.title).toBe('Organic Chemistry · BookNook');
    expect(document.head.querySelector('title')).toHaveTextContent('Organic Chemistry · BookNook');
    expect(announce).toHaveBeenLastCalledWith('Organic Chemistry');

    rerender(
      <PageTitleAnnouncerProvider announce={announce}>
        <PageTitle />
      </PageTitleAnnouncerProvider>,
    );
    expect(document.title).toBe(sharedMessages.homeTitle);
    expect(announce).toHaveBeenLastCalledWith(sharedMessages.homeTitle);
    unmount();
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('works without an announcer (a remote in its standalone harness, or rendered on the server)', () => {
    render(<PageTitle title="Sell Your Book" />);
    expect(document.title).toBe('Sell Your Book · BookNook');
  });
});
