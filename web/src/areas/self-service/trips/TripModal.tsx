import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { MileageDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { AddressModal } from './AddressModal.tsx';

interface Props {
  /** The trip to correct, 'new' for a new one, null: closed. */
  trip: MileageDto | 'new' | null;
  onClose: () => void;
}

interface Values {
  date: Dayjs;
  originAddressId: number;
  destinationAddressId: number;
  employeeCarId: number | null;
  km: number;
  purpose: string;
}

/** A trip with one leg: from and to among the employee's own addresses, car, km and purpose. */
export function TripModal({ trip, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [addingAddress, setAddingAddress] = useState(false);
  const open = trip !== null;
  const addresses = useQuery({ queryKey: ['self', 'addresses'], queryFn: () => api.app.getEmployeeAddresses(), enabled: open });
  const cars = useQuery({ queryKey: ['self', 'cars'], queryFn: () => api.app.getEmployeeCars(), enabled: open });
  const plan = useQuery({ queryKey: ['self', 'account'], queryFn: () => api.app.myAccount(), enabled: open });

  useEffect(() => {
    if (!open) return;
    if (trip === 'new') {
      form.resetFields();
      form.setFieldsValue({ date: dayjs(), employeeCarId: cars.data?.find((car) => !car.isCompanyCar)?.employeeCarId ?? null });
      return;
    }
    const leg = trip.details[0]!;
    form.setFieldsValue({
      date: dayjs(leg.startDate),
      originAddressId: leg.originAddressId ?? undefined,
      destinationAddressId: leg.destinationAddressId ?? undefined,
      employeeCarId: trip.employeeCarId,
      km: trip.kmTotal,
      purpose: trip.purpose,
    });
  }, [open, trip, form, cars.data]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const date = values.date.format('YYYY-MM-DD');
      const employment = plan.data?.employments.find((each) => each.startDate <= date && (each.endDate === null || each.endDate >= date));
      if (!employment) throw new Error('Du har ingen ansættelse på datoen.');
      const typeOf = (id: number) => addresses.data?.find((address) => address.employeeAddressId === id)?.locationType ?? 0;
      return api.app.saveMileage(null, {
        mileageId: trip !== 'new' && trip ? trip.mileageId : null,
        employmentId: employment.employmentId,
        employeeCarId: values.employeeCarId ?? null,
        purpose: values.purpose,
        details: [
          {
            mileageDetailId: trip !== 'new' && trip ? trip.details[0]!.mileageDetailId : null,
            startDate: date,
            kmTotal: values.km,
            originType: typeOf(values.originAddressId),
            originAddressId: values.originAddressId,
            destinationType: typeOf(values.destinationAddressId),
            destinationAddressId: values.destinationAddressId,
          },
        ],
      });
    },
    onSuccess: (saved) => {
      void message.success(`Kørslen er sendt til godkendelse (${saved?.amount.toLocaleString('da-DK', { style: 'currency', currency: 'DKK' })}).`);
      void queryClient.invalidateQueries({ queryKey: ['self', 'trips'] });
      onClose();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });

  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.employeeAddressId,
    label: address.text ?? [address.roadName, address.houseNumber, address.postalCode, address.city].filter(Boolean).join(' '),
  }));

  return (
    <Modal title={trip === 'new' ? 'Ny kørsel' : 'Ret kørsel'} open={open} onCancel={onClose} okText="Send til godkendelse" cancelText="Annuller" confirmLoading={save.isPending} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} requiredMark={false}>
        <Form.Item name="date" label="Dato" rules={[{ required: true, message: 'Vælg datoen' }]}>
          <DatePicker format="D. MMM YYYY" style={{ width: '100%' }} inputReadOnly />
        </Form.Item>
        <Form.Item name="originAddressId" label="Fra" rules={[{ required: true, message: 'Vælg hvorfra' }]}>
          <Select options={addressOptions} placeholder="Vælg en af dine adresser" />
        </Form.Item>
        <Form.Item name="destinationAddressId" label="Til" rules={[{ required: true, message: 'Vælg hvortil' }]} extra={<a onClick={() => setAddingAddress(true)}>Tilføj en adresse</a>}>
          <Select options={addressOptions} placeholder="Vælg en af dine adresser" />
        </Form.Item>
        <Form.Item name="km" label="Km" rules={[{ required: true, message: 'Skriv antal km' }]}>
          <InputNumber min={0.1} max={2000} step={0.1} decimalSeparator="," style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="employeeCarId" label="Bil">
          <Select allowClear placeholder="Egen bil" options={(cars.data ?? []).map((car) => ({ value: car.employeeCarId, label: `${car.licenseplate}${car.isCompanyCar ? ' (firmabil, ingen godtgørelse)' : ''}` }))} />
        </Form.Item>
        <Form.Item name="purpose" label="Formål" rules={[{ required: true, whitespace: true, message: 'Skriv formålet' }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      <AddressModal open={addingAddress} onClose={() => setAddingAddress(false)} />
    </Modal>
  );
}
