import { useRef } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { saveEmployeeRequest, type EmployeeDetailDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import type { SaveEmployeeBody } from './employee-mutations.ts';

export interface EmployeeValues {
  code: string;
  firstName: string;
  lastName: string;
  initials: string;
  telephone: string;
  email: string;
  birthDate: Dayjs | null;
  exportPackageId: number | null;
  userId: number | null;
}

const shape = saveEmployeeRequest.shape;
const rules = {
  code: [schemaRule(shape.code)],
  firstName: [schemaRule(shape.firstName)],
  lastName: [schemaRule(shape.lastName)],
  initials: [schemaRule(shape.initials)],
  telephone: [schemaRule(shape.telephone)],
  email: [schemaRule(shape.email)],
};

export function toEmployeeValues(employee: EmployeeDetailDto | null): EmployeeValues {
  return {
    code: employee?.code ?? '',
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    initials: employee?.initials ?? '',
    telephone: employee?.telephone ?? '',
    email: employee?.email ?? '',
    birthDate: employee?.birthDate ? dayjs(employee.birthDate) : null,
    exportPackageId: employee?.exportPackageId ?? null,
    userId: employee?.userId ?? null,
  };
}

export function toEmployeeBody(employeeId: number | null, values: EmployeeValues): SaveEmployeeBody {
  const text = (value: string) => value.trim() || null;
  return {
    employeeId,
    code: text(values.code),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    initials: text(values.initials)?.toUpperCase() ?? null,
    telephone: text(values.telephone),
    email: text(values.email),
    birthDate: values.birthDate ? values.birthDate.format('YYYY-MM-DD') : null,
    exportPackageId: values.exportPackageId,
    userId: values.userId,
  };
}

/** LMI for Lars Mikkelsen: the first letter of the first name and two of the last, as the demo company writes them. */
export function suggestInitials(firstName: string, lastName: string): string {
  return `${firstName.trim().slice(0, 1)}${lastName.trim().slice(0, 2)}`.toUpperCase();
}

interface Props {
  form: FormInstance<EmployeeValues>;
  /** The drawer is open: only then are the choices fetched. */
  open: boolean;
  isAdmin: boolean;
  isDraft: boolean;
  isNew: boolean;
  onFinish: (values: EmployeeValues) => void;
}

/** The employee's own fields. Export package and user link are the administrator's (the server refuses others). */
export function EmployeeForm({ form, open, isAdmin, isDraft, isNew, onFinish }: Props) {
  const packages = useQuery({
    queryKey: ['employees', 'choices', 'export-packages'],
    queryFn: async () => (await api.employee.getExportPackages()) ?? [],
    enabled: open && !isDraft,
    meta: { errorTitle: 'Eksportpakkerne kunne ikke hentes' },
  });
  const users = useQuery({
    queryKey: ['employees', 'choices', 'users'],
    queryFn: async () => (await api.userManagement.getUsers()) ?? [],
    enabled: open && isAdmin && !isDraft,
    meta: { errorTitle: 'Brugerne kunne ikke hentes' },
  });

  // Initials follow the names of a new employee until the user writes their own.
  const suggested = useRef('');
  function fillInitials(changed: Partial<EmployeeValues>, all: EmployeeValues) {
    if (!isNew || !('firstName' in changed || 'lastName' in changed)) return;
    if (all.initials !== '' && all.initials !== suggested.current) return;
    suggested.current = suggestInitials(all.firstName, all.lastName);
    form.setFieldValue('initials', suggested.current);
  }

  return (
    <Form<EmployeeValues> form={form} name="employee" layout="vertical" onFinish={onFinish} onValuesChange={fillInitials}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Fornavn" name="firstName" rules={rules.firstName} required>
            <Input autoComplete="off" autoFocus={isNew} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Efternavn" name="lastName" rules={rules.lastName} required>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Initialer" name="initials" rules={rules.initials}>
            <Input autoComplete="off" maxLength={10} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label="Medarbejdernummer"
            name="code"
            rules={rules.code}
            tooltip="Lønnummeret i Lessor. Det skal være entydigt, og uden det kan medarbejderen ikke eksporteres."
          >
            <Input autoComplete="off" disabled={isDraft} maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Telefon" name="telephone" rules={rules.telephone}>
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Fødselsdato" name="birthDate" tooltip="Står på hviletidsskemaet.">
            <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} disabledDate={(date) => date.isAfter(dayjs())} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Email" name="email" rules={rules.email}>
            <Input autoComplete="off" inputMode="email" />
          </Form.Item>
        </Col>
        {!isDraft && (
          <Col xs={24} md={8}>
            <Form.Item label="Eksportpakke" name="exportPackageId" extra={isAdmin ? undefined : 'Kun en administrator kan ændre eksportpakken.'}>
              <Select
                allowClear
                disabled={!isAdmin}
                placeholder="Ingen eksportpakke"
                loading={packages.isLoading}
                options={(packages.data ?? []).map((item) => ({ value: item.exportPackageId, label: item.name }))}
              />
            </Form.Item>
          </Col>
        )}
        {!isDraft && isAdmin && (
          <Col xs={24} md={8}>
            <Form.Item label="Bruger" name="userId" tooltip="Brugeren, der logger ind som medarbejderen og ser sine egne vagter og saldi.">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Ingen bruger"
                loading={users.isLoading}
                options={(users.data ?? []).map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName} (${user.email})` }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Form>
  );
}
