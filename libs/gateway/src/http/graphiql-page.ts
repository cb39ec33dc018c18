/**
 * The GraphQL IDE's page: GraphiQL and React from the server's own packages (`/graphiql/assets`),
 * no CDN (these machines, and many players' networks, reach none).
 */
export const graphiqlPage = (endpoint: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Empires GraphQL</title>
    <link rel="stylesheet" href="/graphiql/assets/graphiql.min.css" />
    <style>body { margin: 0; height: 100vh; } #graphiql { height: 100vh; }</style>
  </head>
  <body>
    <div id="graphiql">Loading the GraphQL IDE…</div>
    <script src="/graphiql/assets/react.production.min.js"></script>
    <script src="/graphiql/assets/react-dom.production.min.js"></script>
    <script src="/graphiql/assets/graphiql.min.js"></script>
    <script>
      const fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify(endpoint)} });
      ReactDOM.createRoot(document.getElementById('graphiql')).render(
        React.createElement(GraphiQL, { fetcher, defaultEditorToolsVisibility: true }),
      );
    </script>
  </body>
</html>
`;
