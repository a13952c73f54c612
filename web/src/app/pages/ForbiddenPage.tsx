import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function ForbiddenPage() {
  return (
    <Card>
      <Result
        status="403"
        title="Ingen adgang"
        subTitle="Du har ikke adgang til denne side. Kontakt en administrator, hvis du mener, at du burde have adgang."
        extra={
          <Link to={paths.home}>
            <Button type="primary">Til forsiden</Button>
          </Link>
        }
      />
    </Card>
  );
}
