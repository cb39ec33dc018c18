import { renderReport } from './report';

const noGames = { games: [], seats: [], moves: [], battles: [], dice: [] };

describe('the HTML report', () => {
  it('shows its title as text: the page runs no script whatever the title says', () => {
    const page = renderReport(noGames, { title: 'Cup <2026> & <script>alert(1)</script>' });
    expect(page).not.toContain('<script');
    expect(page).toContain('<title>Cup &lt;2026&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('<h1>Cup &lt;2026&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });
});
