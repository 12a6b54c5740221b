import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewContent } from './PreviewContent';

test('a pdf loads its signed link in a frame', () => {
  render(<PreviewContent name="Policy.pdf" preview={{ kind: 'pdf', content_url: '/files/1?signature=a' }} />);
  expect(screen.getByTitle('Preview of Policy.pdf')).toHaveAttribute('src', '/files/1?signature=a');
});

test('an image is an img named after the document', () => {
  render(<PreviewContent name="Diagram.png" preview={{ kind: 'image', content_url: '/files/2?signature=b' }} />);
  expect(screen.getByRole('img', { name: 'Diagram.png' })).toHaveAttribute('src', '/files/2?signature=b');
});

test('text keeps its lines and says when it is cut short', () => {
  const { container } = render(<PreviewContent name="Notes.md" preview={{ kind: 'text', text: '# Notes\n<script>alert(1)</script>', truncated: true }} />);
  expect(container.querySelector('pre')).toHaveTextContent('# Notes <script>alert(1)</script>');
  expect(container.querySelector('script')).toBeNull();
  expect(screen.getByText(/Only the beginning of the text is shown here/)).toBeInTheDocument();
});

test("a docx's HTML is shown in a sandbox that runs nothing and reaches nothing", () => {
  render(<PreviewContent name="Policy.docx" preview={{ kind: 'html', html: '<h1>Access control</h1><p>Only staff.</p>' }} />);
  const frame = screen.getByTitle('Preview of Policy.docx');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('<h1>Access control</h1><p>Only staff.</p>');
});

test('sheets are tabs of tables, the first row as headings', async () => {
  render(
    <PreviewContent
      name="Controls.xlsx"
      preview={{
        kind: 'table',
        sheets: [
          {
            name: 'Controls',
            rows: [
              ['Id', 'Control'],
              ['AC-1', 'Access policy'],
            ],
            truncated: false,
          },
          {
            name: 'Owners',
            rows: [
              ['Control', 'Owner'],
              ['AC-1', 'Ada'],
            ],
            truncated: true,
          },
        ],
      }}
    />,
  );
  const tabs = screen.getByRole('tablist', { name: 'Sheets' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Controls', 'Owners']);
  const first = screen.getByRole('table', { name: 'Sheet Controls' });
  expect(within(first).getByRole('columnheader', { name: 'Control' })).toBeInTheDocument();
  expect(within(first).getByRole('cell', { name: 'Access policy' })).toBeInTheDocument();

  await userEvent.click(within(tabs).getByRole('tab', { name: 'Owners' }));
  expect(within(screen.getByRole('table', { name: 'Sheet Owners' })).getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Owners');
  expect(screen.getByText(/Only the beginning of the sheet is shown here/)).toBeInTheDocument();
});
