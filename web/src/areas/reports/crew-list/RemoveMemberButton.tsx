import { useState } from 'react';
import { Button, DatePicker, Flex, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';

interface Props {
  name: string;
  /** The list's date: the earliest day a member can be taken off. */
  listDate: string;
  onRemove(validUntil: string): void;
}

/** Takes a member off the list from a chosen day (the list's date unless changed). */
export function RemoveMemberButton({ name, listDate, onRemove }: Props) {
  const [validUntil, setValidUntil] = useState(listDate);
  return (
    <Popconfirm
      title={`Fjern ${name} fra listen?`}
      description={
        <Flex vertical gap={4}>
          <Typography.Text>Gyldig til</Typography.Text>
          <DatePicker
            aria-label="Fjernes fra"
            format="D. MMM YYYY"
            allowClear={false}
            value={dayjs(validUntil)}
            disabledDate={(day) => day.isBefore(dayjs(listDate), 'day')}
            onChange={(value) => value && setValidUntil(value.format('YYYY-MM-DD'))}
          />
        </Flex>
      }
      okText="Fjern"
      cancelText="Annuller"
      onConfirm={() => onRemove(validUntil)}
    >
      <Button size="small" danger>
        Fjern
      </Button>
    </Popconfirm>
  );
}
