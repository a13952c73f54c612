import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  return (
    <Card>
      <Result
        status="404"
        title="Siden findes ikke"
        subTitle="Adressen findes ikke i Kaj. Måske er linket forældet, eller der er en stavefejl i adressen."
        extra={
          <Link to={paths.home}>
            <Button type="primary">Til forsiden</Button>
          </Link>
        }
      />
    </Card>
  );
}
