import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';

interface ScanInputProps {
  /** Handles one code; the input is emptied and keeps the focus for the next scan either way. */
  onScan(code: string): void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The code box of a receipt or an issue. A barcode scanner is a keyboard that types the code and
 * Enter, so Enter takes the code and the box stays focused: the keeper scans item after item
 * without touching the screen.
 */
export function ScanInput({ onScan, disabled, placeholder = '扫码或输入材料编码后按回车' }: ScanInputProps) {
  const [code, setCode] = useState('');
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);
  return (
    <Input
      ref={input}
      size="large"
      allowClear
      autoComplete="off"
      className="mm-scan"
      prefix={<ScanOutlined />}
      aria-label="材料编码"
      placeholder={placeholder}
      disabled={disabled}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      onPressEnter={() => {
        onScan(code);
        setCode('');
        input.current?.focus();
      }}
    />
  );
}
