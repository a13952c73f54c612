import { Button, Card, Result, Space } from 'antd';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { errorText } from '../../api/show-error.ts';
import { paths } from '../paths.ts';

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return { title: error.status === 404 ? 'Siden findes ikke' : 'Siden kunne ikke vises', detail: `${error.status} ${error.statusText}` };
  }
  // A chunk that is gone after a new release: reloading fetches the new one.
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
    return { title: 'Der er kommet en ny version af Kaj', detail: 'Genindlæs siden for at fortsætte.' };
  }
  return { title: 'Der opstod en fejl på siden', detail: errorText(error) };
}

/** The error boundary of every route: the error stays inside the page, the menu keeps working. */
export function RouteError() {
  const error = useRouteError();
  const { title, detail } = describe(error);
  if (!(error instanceof Error && error.name === 'ApiError')) console.error(error);
  return (
    <Card>
      <Result
        status="error"
        title={title}
        subTitle={detail}
        extra={
          <Space>
            <Button type="primary" onClick={() => window.location.reload()}>
              Genindlæs siden
            </Button>
            <Link to={paths.home}>
              <Button>Til forsiden</Button>
            </Link>
          </Space>
        }
      />
    </Card>
  );
}
